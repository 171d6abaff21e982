#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

namespace codec {
std::size_t put_varint(std::uint64_t v, std::uint8_t* out);
std::size_t get_varint(std::span<const std::uint8_t> in, std::uint64_t& v);
} // namespace codec
