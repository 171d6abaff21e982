#include "checksums.hpp"

namespace cks {
std::uint16_t sysv_sum(const std::string& data)
{
    std::uint32_t s = 0;
    for (unsigned char c : data)
        s += c;
    std::uint32_t r = (s & 0xffff) + (s >> 16);
    return static_cast<std::uint16_t>((r & 0xffff) + (r >> 16));
}
}
