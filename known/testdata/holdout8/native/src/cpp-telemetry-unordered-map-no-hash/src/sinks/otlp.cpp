#include "sinks/otlp.hpp"

namespace tel::sinks {

Otlp::Otlp(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Otlp::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string Otlp::describe() const
{
    return "sinks.otlp: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::sinks
