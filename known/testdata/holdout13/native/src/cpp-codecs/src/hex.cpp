#include "codec.hpp"

std::string Hex::encode(const std::string &in) const
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(size_hint(in.size()));
    for (unsigned char c : in) {
        out += digits[c >> 4];
        out += digits[c & 15];
    }
    return out;
}
