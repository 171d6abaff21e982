#include "checksums.hpp"

namespace cks {
std::uint16_t internet(const std::string& data)
{
    std::uint32_t s = 0;
    for (std::size_t i = 0; i < data.size(); i += 2) {
        std::uint32_t w = static_cast<std::uint32_t>(static_cast<unsigned char>(data[i])) << 8;
        if (i + 1 < data.size())
            w |= static_cast<unsigned char>(data[i + 1]);
        s += w;
    }
    while (s >> 16)
        s = (s & 0xffff) + (s >> 16);
    return static_cast<std::uint16_t>(~s);
}
}
