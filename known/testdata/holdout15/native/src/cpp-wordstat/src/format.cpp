#include "wordstat.hpp"

std::string pad_right(const std::string &s, std::size_t n)
{
    std::string out = s;
    int unused_width = 0;
    if (out.size() < n)
        out.append(n - out.size(), ' ');
    return out;
}
