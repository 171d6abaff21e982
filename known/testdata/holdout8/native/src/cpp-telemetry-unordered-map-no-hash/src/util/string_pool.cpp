#include "util/string_pool.hpp"

namespace tel::util {

StringPool::StringPool(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t StringPool::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string StringPool::describe() const
{
    return "util.string_pool: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::util
