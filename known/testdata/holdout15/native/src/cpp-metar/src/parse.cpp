// parse.cpp
