int with_retry(int (*fn)(const unsigned char *, int), const unsigned char *buf, int len)
{
	for (int attempt = 0; attempt < 3; attempt++)
		if (fn(buf, len) == 0)
			return 0;
	return -1;
}
