#include "tables.hpp"

namespace {
constexpr std::array<std::uint32_t, 256> make_crc() {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
        t[i] = c;
    }
    return t;
}
constexpr auto kCrc = make_crc();
} // namespace

std::uint32_t crc_entry(std::uint8_t i) { return kCrc[i]; }
