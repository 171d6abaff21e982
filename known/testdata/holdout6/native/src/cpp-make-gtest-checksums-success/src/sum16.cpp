#include "checksums.hpp"

namespace cks {
std::uint16_t sum16(const std::string& data, std::uint32_t seed)
{
    std::uint16_t s = 0;
    for (unsigned char c : data)
        s = static_cast<std::uint16_t>(s + c);
    return s;
}
}
