#include "checksums.hpp"

namespace cks {
std::uint16_t fletcher16(const std::string& data)
{
    std::uint16_t a = 0, b = 0;
    for (unsigned char c : data) {
        a = static_cast<std::uint16_t>((a + c) % 255);
        b = static_cast<std::uint16_t>((b + a) % 255);
    }
    return static_cast<std::uint16_t>((b << 8) | a);
}
}
