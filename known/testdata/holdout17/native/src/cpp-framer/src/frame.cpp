#include "frame.hpp"

namespace framer {

Bytes encode(const Frame &f) {
    Bytes out;
    out.push_back(f.type);
    put_varint(out, f.seq);
    put_varint(out, f.payload.size());
    out.insert(out.end(), f.payload.begin(), f.payload.end());
    std::uint32_t c = crc32(out.data(), out.size());
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<std::uint8_t>(c >> (8 * i)));
    return out;
}

bool decode(const Bytes &in, Frame &out) {
    if (in.size() < 7)
        return false;
    std::size_t pos = 1;
    std::uint64_t seq = 0, len = 0;
    if (!get_varint(in, pos, seq) || !get_varint(in, pos, len))
        return false;
    if (pos + len + 4 != in.size())
        return false;
    std::uint32_t want = 0;
    for (int i = 0; i < 4; ++i)
        want |= static_cast<std::uint32_t>(in[pos + len + i]) << (8 * i);
    if (crc32(in.data(), pos + len) != want)
        return false;
    out.type = in[0];
    out.seq = static_cast<std::uint32_t>(seq);
    out.payload.assign(in.begin() + pos, in.begin() + pos + len);
    return true;
}

} // namespace framer
