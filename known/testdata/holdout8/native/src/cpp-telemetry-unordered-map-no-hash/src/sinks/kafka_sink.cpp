#include "sinks/kafka_sink.hpp"

namespace tel::sinks {

KafkaSink::KafkaSink(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t KafkaSink::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string KafkaSink::describe() const
{
    return "sinks.kafka_sink: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::sinks
