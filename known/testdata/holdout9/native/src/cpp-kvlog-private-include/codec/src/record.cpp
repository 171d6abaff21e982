#include "codec/record.hpp"

#include "codec/crc32c.hpp"
#include "codec/varint.hpp"

namespace codec {

std::vector<std::uint8_t> encode(const Record& r) {
    std::vector<std::uint8_t> body;
    std::uint8_t tmp[10];
    body.push_back(r.tombstone ? 1 : 0);
    auto n = put_varint(r.key.size(), tmp);
    body.insert(body.end(), tmp, tmp + n);
    body.insert(body.end(), r.key.begin(), r.key.end());
    body.insert(body.end(), r.value.begin(), r.value.end());

    std::vector<std::uint8_t> out(4);
    n = put_varint(body.size(), tmp);
    out.insert(out.end(), tmp, tmp + n);
    out.insert(out.end(), body.begin(), body.end());
    auto crc = crc32c(std::span<const std::uint8_t>(out).subspan(4));
    for (int i = 0; i < 4; ++i) out[i] = static_cast<std::uint8_t>(crc >> (8 * i));
    return out;
}

std::optional<Record> decode(const std::vector<std::uint8_t>& buf, std::size_t& off) {
    if (buf.size() < off + 5) return std::nullopt;
    std::uint32_t want = 0;
    for (int i = 0; i < 4; ++i) want |= static_cast<std::uint32_t>(buf[off + i]) << (8 * i);
    std::span<const std::uint8_t> rest(buf.data() + off + 4, buf.size() - off - 4);
    std::uint64_t len = 0;
    auto n = get_varint(rest, len);
    if (!n || rest.size() < n + len) return std::nullopt;
    if (crc32c(rest.first(n + len)) != want) return std::nullopt;
    auto body = rest.subspan(n, len);
    Record r;
    r.tombstone = body[0] & 1;
    std::uint64_t klen = 0;
    auto m = get_varint(body.subspan(1), klen);
    r.key.assign(body.begin() + 1 + m, body.begin() + 1 + m + klen);
    r.value.assign(body.begin() + 1 + m + klen, body.end());
    off += 4 + n + len;
    return r;
}

} // namespace codec
