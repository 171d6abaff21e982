#include "slug.hpp"
#include <cstring>

const char *ext_of(const char *name) {
    const char *base = std::strrchr(name, '/');
    base = base ? base + 1 : name;
    const char *dot = std::strrchr(base, '.');
    return dot ? dot + 1 : "";
}

std::string join_path(const std::string &a, const std::string &b) {
    if (a.empty())
        return b;
    if (a.back() == '/')
        return a + b;
    return a + "/" + b;
}
