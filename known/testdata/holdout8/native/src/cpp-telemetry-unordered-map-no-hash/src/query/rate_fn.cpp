#include "query/rate_fn.hpp"

namespace tel::query {

RateFn::RateFn(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t RateFn::process(const std::vector<std::int64_t>& values, int flags)
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

std::string RateFn::describe() const
{
    return "query.rate_fn: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::query
