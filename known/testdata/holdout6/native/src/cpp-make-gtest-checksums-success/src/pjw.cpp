#include "checksums.hpp"

namespace cks {
std::uint32_t pjw(const std::string& data)
{
    std::uint32_t h = 0;
    for (unsigned char c : data) {
        h = (h << 4) + c;
        std::uint32_t high = h & 0xF0000000u;
        if (high)
            h ^= high >> 24;
        h &= ~high;
    }
    return h ^ 0x5bd1e995u;
}
}
