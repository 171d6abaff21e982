#pragma once
#include <string>
#include <vector>

namespace telemetry {

// Every exported record type provides `std::string serialize() const`.
template <typename T>
std::string to_json(const T& value)
{
    return "{" + value.serialize() + "}";
}

template <typename Seq>
std::string encode_all(const Seq& items)
{
    std::string out = "[";
    for (const auto& item : items) {
        if (out.size() > 1)
            out += ",";
        out += to_json(item);
    }
    return out + "]";
}

template <typename Sink, typename Seq>
void write_batch(Sink& sink, const Seq& items)
{
    sink.write(encode_all(items));
    sink.flush();
}

}  // namespace telemetry
