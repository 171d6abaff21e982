#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace codec {

struct Record {
    std::string key;
    std::string value;
    bool tombstone = false;
};

// [crc32c u32][len varint][flags u8][klen varint][key][value]
std::vector<std::uint8_t> encode(const Record& r);
std::optional<Record> decode(const std::vector<std::uint8_t>& buf, std::size_t& off);

} // namespace codec
