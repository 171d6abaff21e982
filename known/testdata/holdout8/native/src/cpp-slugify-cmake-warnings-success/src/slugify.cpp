#include "slugify.hpp"

#include <cctype>

namespace slug {

std::string slugify(const std::string& utf8, std::size_t max_len)
{
    std::string ascii = transliterate(utf8), out;
    bool dash = false;
    for (unsigned char c : ascii) {
        if (std::isalnum(c)) {
            if (dash && !out.empty())
                out += '-';
            out += static_cast<char>(std::tolower(c));
            dash = false;
        } else {
            dash = true;
        }
        if (out.size() >= max_len)
            break;
    }
    if (out.size() > max_len)
        out.resize(max_len);
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

} // namespace slug
