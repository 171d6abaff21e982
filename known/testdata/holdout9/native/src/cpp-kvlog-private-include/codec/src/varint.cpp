#include "codec/varint.hpp"

namespace codec {

std::size_t put_varint(std::uint64_t v, std::uint8_t* out) {
    std::size_t n = 0;
    while (v >= 0x80) {
        out[n++] = static_cast<std::uint8_t>(v | 0x80);
        v >>= 7;
    }
    out[n++] = static_cast<std::uint8_t>(v);
    return n;
}

std::size_t get_varint(std::span<const std::uint8_t> in, std::uint64_t& v) {
    v = 0;
    for (std::size_t i = 0; i < in.size() && i < 10; ++i) {
        v |= static_cast<std::uint64_t>(in[i] & 0x7f) << (7 * i);
        if (!(in[i] & 0x80)) return i + 1;
    }
    return 0;
}

} // namespace codec
