#include "checksums.hpp"

namespace cks {
std::uint8_t crc8(const std::string& data, std::uint32_t seed)
{
    std::uint8_t crc = 0;
    for (unsigned char c : data) {
        crc ^= c;
        for (int k = 0; k < 8; ++k)
            crc = (crc & 0x80) ? static_cast<std::uint8_t>((crc << 1) ^ 0x07) : static_cast<std::uint8_t>(crc << 1);
    }
    return crc;
}
}
