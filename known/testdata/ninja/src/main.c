int area(int w, int h);
int main(void) { return area(2, 3) != 6; }
