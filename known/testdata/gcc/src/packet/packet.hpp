#pragma once
#include <vector>

namespace wire {

using Buffer = std::vector<std::uint8_t>;

struct Header {
    std::uint16_t kind;
    std::uint32_t length;
};

void append_u32(Buffer& out, std::uint32_t value);
Header read_header(const Buffer& in);

}  // namespace wire
