#include "storage/segment.hpp"

namespace storage {

std::size_t compact(const std::vector<Segment*>& in, Segment& out) {
    std::size_t before = 0;
    for (auto* s : in) before += s->bytes();
    return before >= out.bytes() ? before - out.bytes() : 0;
}

} // namespace storage
