-- Image similarity search (spec 1 §2 'Search screens', mode 5; src/image-search).
--
-- Pictures uploaded from the search screens, stored once by content hash and served by URL
-- (/shebiao/picture/upload/<sha256>). last_used_at moves on every upload and search with the
-- picture, so pictures nobody used for a while can be dropped.
CREATE TABLE search_uploads (
  sha256 char(64) PRIMARY KEY,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_uploads_last_used_idx ON search_uploads (last_used_at);

-- An inverted-file index over the logos' descriptors, without extensions: k-means centroids
-- (a "model") split the descriptors into lists, and a search reads only the lists nearest
-- to its picture. While a retrained model replaces the old one both are 'building' /
-- 'active' and a search probes both; a model belongs to one descriptor scheme.
CREATE TABLE image_index_models (
  version integer PRIMARY KEY,
  scheme smallint NOT NULL,
  lists integer NOT NULL,
  -- descriptors the centroids were trained on: retraining starts when the count has grown
  trained_on integer NOT NULL,
  status text NOT NULL CHECK (status IN ('building', 'active', 'retired')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE image_index_centroids (
  version integer NOT NULL REFERENCES image_index_models (version) ON DELETE CASCADE,
  list_id integer NOT NULL,
  -- float32 little-endian, COARSE_DIMS values (src/image-search/descriptor.ts)
  centroid bytea NOT NULL,
  PRIMARY KEY (version, list_id)
);

-- One descriptor per stored logo (mark_images.id): coarse (rotation-invariant vector), fine
-- (polar grid) and colours (figure and background RGB, only to order equal shapes).
-- version/list_id place it in a model's list; version 0 (list 0) holds descriptors no model
-- has placed yet, and a search always reads them. A picture that cannot be read or shows
-- nothing gets a row with version -1 and NULL descriptors, so the indexing job does not try
-- it again; searches never read those.
CREATE TABLE image_descriptors (
  image_id integer PRIMARY KEY,
  scheme smallint NOT NULL,
  version integer NOT NULL DEFAULT 0,
  list_id integer NOT NULL DEFAULT 0,
  coarse bytea,
  fine bytea,
  colours bytea
);
-- A search reads whole lists: with the columns it needs in the index, a list is a few
-- adjacent index pages instead of one heap page per row (index-only scans; the indexing job
-- vacuums the table so its pages are marked all-visible).
CREATE INDEX image_descriptors_list_idx ON image_descriptors (version, list_id)
  INCLUDE (image_id, scheme, coarse, colours);

-- From a similar logo to the marks that use it, in the classes asked for (index-only too).
CREATE INDEX trademarks_image_idx ON trademarks (image_id, class_id) INCLUDE (id, app_date)
  WHERE image_id IS NOT NULL;
