#include "palette.hpp"
#include <cstdio>
std::string to_hex(std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", r, g, b);
    return buf;
}
std::uint8_t luminance(std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    return static_cast<std::uint8_t>((r * 299 + g * 587 + b * 114) / 1000);
}
