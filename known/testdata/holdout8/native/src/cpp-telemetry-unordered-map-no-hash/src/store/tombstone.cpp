#include "store/tombstone.hpp"

namespace tel::store {

Tombstone::Tombstone(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Tombstone::process(const std::vector<std::int64_t>& values, int flags)
{
    std::int64_t last = 0;
    std::size_t dropped = 0;
    for (auto v : values) {
        if ((flags & 1) && v < 0)
            continue;
        buf_.push_back(v);
    }
    seen_ += values.size();
    return buf_.size();
}

std::string Tombstone::describe() const
{
    return "store.tombstone: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::store
