-- unoduo schema version 11, as sqlite gets it from the table definitions
-- (scripts/record-schema wrote it; tests/storage/versions/test_steps.py builds it)

CREATE TABLE games (
	id VARCHAR(16) NOT NULL,
	ruleset VARCHAR(8) NOT NULL,
	players INTEGER NOT NULL,
	options TEXT NOT NULL,
	seed BIGINT NOT NULL,
	opponent VARCHAR(8) NOT NULL,
	difficulty VARCHAR(8) NOT NULL,
	turn_timer FLOAT,
	join_code VARCHAR(8),
	status VARCHAR(8) NOT NULL,
	seq INTEGER NOT NULL,
	scores TEXT NOT NULL,
	winner INTEGER,
	round INTEGER NOT NULL,
	rematch_of VARCHAR(16),
	rematch VARCHAR(16),
	created VARCHAR(40) NOT NULL,
	updated VARCHAR(40) NOT NULL,
	broken TEXT,
	chosen_setup BOOLEAN DEFAULT '0' NOT NULL,
	PRIMARY KEY (id),
	UNIQUE (join_code)
);

CREATE INDEX games_lobby ON games (opponent, status, created);

CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
	game_id VARCHAR(16) NOT NULL,
	seat INTEGER NOT NULL,
	kind VARCHAR(8) NOT NULL,
	name VARCHAR(64) NOT NULL,
	difficulty VARCHAR(8),
	token_hash VARCHAR(64),
	joined BOOLEAN NOT NULL,
	PRIMARY KEY (game_id, seat),
	FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE
);

CREATE INDEX seats_token_hash ON seats (token_hash);

CREATE TABLE actions (
	game_id VARCHAR(16) NOT NULL,
	seq INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	action VARCHAR(120) NOT NULL,
	at VARCHAR(40) NOT NULL,
	PRIMARY KEY (game_id, seq),
	FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE
);

CREATE TABLE reviews (
	"key" VARCHAR(100) NOT NULL,
	game_id VARCHAR(32) NOT NULL,
	created VARCHAR(40) NOT NULL,
	body TEXT NOT NULL,
	PRIMARY KEY ("key")
);

CREATE INDEX ix_reviews_game_id ON reviews (game_id);

CREATE TABLE accounts (
	id VARCHAR(16) NOT NULL,
	name VARCHAR(64) NOT NULL,
	name_key VARCHAR(64) NOT NULL,
	password_hash VARCHAR(255) NOT NULL,
	created VARCHAR(40) NOT NULL,
	password_changed VARCHAR(40) NOT NULL,
	name_skeleton VARCHAR(255),
	PRIMARY KEY (id),
	UNIQUE (name_key)
);

CREATE UNIQUE INDEX accounts_skeleton ON accounts (name_skeleton);

CREATE TABLE sessions (
	token_hash VARCHAR(64) NOT NULL,
	account_id VARCHAR(16) NOT NULL,
	created VARCHAR(40) NOT NULL,
	expires VARCHAR(40) NOT NULL,
	PRIMARY KEY (token_hash),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE account_seats (
	game_id VARCHAR(16) NOT NULL,
	seat INTEGER NOT NULL,
	account_id VARCHAR(16) NOT NULL,
	PRIMARY KEY (game_id, seat),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE INDEX account_seats_account ON account_seats (account_id);

CREATE TABLE ratings (
	account_id VARCHAR(16) NOT NULL,
	system VARCHAR(8) NOT NULL,
	rating FLOAT NOT NULL,
	deviation FLOAT NOT NULL,
	volatility FLOAT NOT NULL,
	games INTEGER NOT NULL,
	updated VARCHAR(40) NOT NULL,
	PRIMARY KEY (account_id, system),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE INDEX ratings_board ON ratings (system, rating);

CREATE TABLE rating_history (
	id INTEGER NOT NULL,
	account_id VARCHAR(16) NOT NULL,
	system VARCHAR(8) NOT NULL,
	game_id VARCHAR(16) NOT NULL,
	"before" FLOAT NOT NULL,
	rating FLOAT NOT NULL,
	deviation FLOAT NOT NULL,
	at VARCHAR(40) NOT NULL,
	PRIMARY KEY (id),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE INDEX rating_history_account ON rating_history (account_id, system, id);

CREATE TABLE rated_games (
	game_id VARCHAR(16) NOT NULL,
	system VARCHAR(8) NOT NULL,
	status VARCHAR(8) NOT NULL,
	created VARCHAR(40) NOT NULL,
	PRIMARY KEY (game_id)
);

CREATE INDEX rated_games_status ON rated_games (status);

CREATE TABLE match_queue (
	account_id VARCHAR(16) NOT NULL,
	name VARCHAR(64) NOT NULL,
	rating FLOAT NOT NULL,
	mode VARCHAR(8) NOT NULL,
	size INTEGER NOT NULL,
	bots INTEGER NOT NULL,
	joined FLOAT NOT NULL,
	seen FLOAT NOT NULL,
	status VARCHAR(8) NOT NULL,
	since FLOAT NOT NULL,
	game_id VARCHAR(16),
	seat INTEGER,
	token VARCHAR(100),
	address VARCHAR(64),
	PRIMARY KEY (account_id),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE INDEX match_queue_status ON match_queue (status, mode, size);

CREATE TABLE server_settings (
	name VARCHAR(40) NOT NULL,
	value VARCHAR(255) NOT NULL,
	PRIMARY KEY (name)
);

CREATE TABLE puzzle_ratings (
	account_id VARCHAR(16) NOT NULL,
	rating FLOAT NOT NULL,
	deviation FLOAT NOT NULL,
	volatility FLOAT NOT NULL,
	answered INTEGER NOT NULL,
	streak INTEGER NOT NULL,
	best_streak INTEGER NOT NULL,
	updated VARCHAR(40) NOT NULL,
	PRIMARY KEY (account_id),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE TABLE puzzle_answers (
	id INTEGER NOT NULL,
	account_id VARCHAR(16) NOT NULL,
	puzzle_id VARCHAR(16) NOT NULL,
	action VARCHAR(40) NOT NULL,
	correct BOOLEAN NOT NULL,
	"before" FLOAT NOT NULL,
	rating FLOAT NOT NULL,
	deviation FLOAT NOT NULL,
	at VARCHAR(40) NOT NULL,
	PRIMARY KEY (id),
	FOREIGN KEY(account_id) REFERENCES accounts (id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX puzzle_answers_first ON puzzle_answers (account_id, puzzle_id);

CREATE TABLE limit_events (
	id INTEGER NOT NULL,
	scope VARCHAR(16) NOT NULL,
	"key" VARCHAR(200) NOT NULL,
	at FLOAT NOT NULL,
	expires FLOAT NOT NULL,
	PRIMARY KEY (id)
);

CREATE INDEX limit_events_expires ON limit_events (expires);

CREATE INDEX limit_events_key ON limit_events (scope, "key", expires);

CREATE TABLE limit_buckets (
	scope VARCHAR(16) NOT NULL,
	"key" VARCHAR(200) NOT NULL,
	tokens FLOAT NOT NULL,
	stamp FLOAT NOT NULL,
	"full" FLOAT NOT NULL,
	PRIMARY KEY (scope, "key")
);

CREATE INDEX limit_buckets_full ON limit_buckets ("full");
