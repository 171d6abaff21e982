#include "checksums.hpp"

namespace cks {
std::uint32_t fletcher32(const std::string& data)
{
    std::uint32_t a = 0, b = 0;
    for (std::size_t i = 0; i < data.size(); i += 2) {
        std::uint32_t w = static_cast<unsigned char>(data[i]);
        if (i + 1 < data.size())
            w |= static_cast<std::uint32_t>(static_cast<unsigned char>(data[i + 1])) << 8;
        a = (a + w) % 65535;
        b = (b + a) % 65535;
    }
    return (b << 16) | a;
}
}
