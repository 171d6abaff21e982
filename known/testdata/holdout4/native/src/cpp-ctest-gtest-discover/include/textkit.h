#pragma once
#include <optional>
#include <string>
#include <vector>

namespace textkit {
std::vector<std::string> split_csv(const std::string &line, char sep = ',');

struct Date {
	int year, month, day;
};
std::optional<Date> parse_date(const std::string &s);

// "1h30m", "45s", "2d" -> seconds; std::nullopt on bad input
std::optional<long> parse_duration(const std::string &s);
std::string format_duration(long seconds);

std::string url_encode(const std::string &s);
std::optional<std::string> url_decode(const std::string &s);
} // namespace textkit
