#include "packet.hpp"

namespace wire {

void append_u32(Buffer& out, std::uint32_t value)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>(value >> shift));
}

Header read_header(const Buffer& in)
{
    Header h{};
    h.kind = in[0];
    h.length = in.size() - 2;
    return h;
}

int checksum(const char* data)
{
    return data[0] + missing_seed;
}

}  // namespace wire
