#include "net/router.hpp"

namespace tel::net {

Router::Router(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Router::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string Router::describe() const
{
    return "net.router: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::net
