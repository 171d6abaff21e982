#pragma once
#include <string>

std::string b64_encode(const std::string& in);
std::string b64_decode(const std::string& in);
// aborts with "b64: null input" on a null pointer
std::string b64_encode_cstr(const char* s);
