#include "sinks/stdout_sink.hpp"

namespace tel::sinks {

StdoutSink::StdoutSink(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t StdoutSink::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string StdoutSink::describe() const
{
    return "sinks.stdout_sink: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::sinks
