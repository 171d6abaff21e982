#pragma once
#include <cstdint>
#include <cstddef>

namespace wire {

// The on-the-wire header: peers read it with a single memcpy, so its size is part of
// the protocol (see docs/wire.md).
struct FrameHeader {
  std::uint16_t magic;
  std::uint8_t version;
  std::uint8_t flags;
  std::uint32_t length;
  std::uint32_t trace_id;  // added for tracing
};
static_assert(sizeof(FrameHeader) == 8, "FrameHeader must stay 8 bytes on the wire");

constexpr std::uint16_t kMagic = 0x5754;
bool valid_header(const FrameHeader& h, std::size_t max_len);

}  // namespace wire
