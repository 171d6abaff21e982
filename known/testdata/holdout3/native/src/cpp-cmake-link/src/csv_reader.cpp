#include <sstream>
#include "reader.h"

namespace ingest {

std::vector<Row> CsvReader::read(const std::string& text)
{
    std::vector<Row> rows;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        Row row;
        std::string field;
        std::istringstream fields(line);
        while (std::getline(fields, field, sep_))
            row.push_back(field);
        rows.push_back(row);
    }
    return rows;
}

}  // namespace ingest
