#pragma once
#include <map>
#include <string>
#include <vector>
#include <istream>
#include <ostream>
using Counts = std::map<std::string, unsigned>;
std::vector<std::string> tokenize(const std::string& line);
void tally_stream(std::istream& in, Counts& c);
void report(std::ostream& out, const Counts& c, unsigned top);
