#include "util/base_path.hpp"

namespace tel::util {

BasePath::BasePath(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t BasePath::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string BasePath::describe() const
{
    return "util.base_path: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::util
