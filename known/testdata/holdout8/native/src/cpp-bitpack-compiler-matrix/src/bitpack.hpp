#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace bitpack {

// Packs each value into `bits` bits, little-endian bit order.
std::vector<std::uint8_t> pack(std::span<const std::uint32_t> values, unsigned bits);
std::vector<std::uint32_t> unpack(std::span<const std::uint8_t> bytes, unsigned bits, std::size_t count);
unsigned bits_needed(std::span<const std::uint32_t> values);

} // namespace bitpack

extern "C" unsigned bitpack_max_bits_c(const std::uint32_t* v, std::size_t n);
