#include "codec/crc32c.hpp"

namespace codec {

std::uint32_t crc32c(std::span<const std::uint8_t> data, std::uint32_t crc) {
    crc = ~crc;
    for (auto b : data) {
        crc ^= b;
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0x82f63b78u & (0u - (crc & 1u)));
    }
    return ~crc;
}

} // namespace codec
