#include "slug.hpp"
#include <cctype>
#include <cstdio>
#include <cstdlib>

std::string slugify(const std::string &title) {
    std::string out;
    bool dash = false;
    for (unsigned char c : title) {
        if (std::isalnum(c)) {
            if (dash && !out.empty())
                out += '-';
            out += static_cast<char>(std::tolower(c));
            dash = false;
        } else {
            dash = true;
        }
    }
    return out;
}

const std::string &slug_at(const std::vector<std::string> &slugs, std::size_t i) {
    if (i >= slugs.size()) {
        std::fprintf(stderr, "slug_at: index %zu out of bounds (size %zu)\n", i, slugs.size());
        std::abort();
    }
    return slugs[i];
}
