#pragma once
#include <vector>

namespace framer {

using Bytes = std::vector<std::uint8_t>;

struct Frame {
    std::uint8_t type;
    std::uint32_t seq;
    Bytes payload;
};

Bytes encode(const Frame &f);
bool decode(const Bytes &in, Frame &out);

void put_varint(Bytes &out, std::uint64_t v);
bool get_varint(const Bytes &in, std::size_t &pos, std::uint64_t &v);
std::uint32_t crc32(const std::uint8_t *p, std::size_t n);

} // namespace framer
