#pragma once
#include <cstdint>
#include <span>

namespace codec {
std::uint32_t crc32c(std::span<const std::uint8_t> data, std::uint32_t crc = 0);
} // namespace codec
