#pragma once
#include <string>
#include <vector>

namespace stats {

struct Column {
    std::string name;
    std::vector<double> values;
    std::vector<long> missing_rows;
};

Column parse_column(const std::vector<std::string>& rows, std::size_t index);
std::string summarize(const Column& c);

}  // namespace stats
