#include "checksums.hpp"

namespace cks {
std::uint16_t bsd_sum(const std::string& data)
{
    std::uint16_t s = 0;
    for (unsigned char c : data) {
        s = static_cast<std::uint16_t>((s >> 1) + ((s & 1) << 15));
        s = static_cast<std::uint16_t>(s + c);
    }
    return s;
}
}
