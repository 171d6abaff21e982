#include "checksums.hpp"

namespace cks {
std::uint16_t crc16(const std::string& data)
{
    std::uint16_t crc = 0xFFFF;
    for (int i = 0; i < data.size(); ++i) {
        crc ^= static_cast<std::uint16_t>(static_cast<unsigned char>(data[i]) << 8);
        for (int k = 0; k < 8; ++k)
            crc = (crc & 0x8000) ? static_cast<std::uint16_t>((crc << 1) ^ 0x1021) : static_cast<std::uint16_t>(crc << 1);
    }
    return crc;
}
}
