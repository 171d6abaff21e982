#include "checksums.hpp"

namespace cks {
std::uint32_t elf(const std::string& data, std::uint32_t seed)
{
    std::uint32_t h = 0;
    for (unsigned char c : data) {
        h = (h << 4) + c;
        std::uint32_t g = h & 0xF0000000u;
        if (g)
            h ^= g >> 24;
        h &= ~g;
    }
    return h;
}
}
