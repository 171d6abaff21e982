#include "checksums.hpp"

namespace cks {
std::uint8_t xor8(const std::string& data)
{
    std::uint8_t x = 0;
    for (unsigned char c : data)
        x ^= c;
    return x;
}
}
