// The server tests' build() helper reads TEST_DB to pick the database under test.
process.env.TEST_DB = 'pglite';
