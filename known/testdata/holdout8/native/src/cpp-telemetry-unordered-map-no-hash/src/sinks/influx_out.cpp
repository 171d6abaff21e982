#include "sinks/influx_out.hpp"

namespace tel::sinks {

InfluxOut::InfluxOut(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t InfluxOut::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values) {
        if (buf_.size() == capacity_)
            buf_.erase(buf_.begin());
        buf_.push_back(v);
    }
    seen_ += values.size();
    return buf_.size();
}

std::string InfluxOut::describe() const
{
    return "sinks.influx_out: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::sinks
